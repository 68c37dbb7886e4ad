/** The e-mail sink the api's tests point the workers at (shared with the workers' and load tests). */
export { startSmtpSink, type SmtpSink } from '../../infra/testing/smtp-sink';
