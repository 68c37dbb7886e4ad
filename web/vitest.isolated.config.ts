import { webProject } from './vitest.config';

export default webProject('web-isolated');
