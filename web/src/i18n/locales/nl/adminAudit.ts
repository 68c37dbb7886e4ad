import type en from '../en/adminAudit';
import type { Translation } from '../types';

const adminAudit: Translation<typeof en> = {
  title: 'Auditlog',
  section: 'Onderdeel',
  who: 'Wie',
  entity: 'Object',
  entityPlaceholder: 'order, menu-item…',
  entityId: 'Object-id',
  from: 'Van',
  to: 'Tot',
  noMatch: 'Geen wijzigingen met deze filters',
  when: 'Wanneer',
  what: 'Wat',
  actor: '{{name}} ({{role}})',
  before: 'Voor',
  after: 'Na',
};

export default adminAudit;
