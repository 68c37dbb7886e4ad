/** The back office's audit log. */
const adminAudit = {
  title: 'Audit Log',
  section: 'Section',
  who: 'Who',
  entity: 'Entity',
  entityPlaceholder: 'order, menu-item…',
  entityId: 'Entity id',
  from: 'From',
  to: 'To',
  noMatch: 'No changes match these filters',
  when: 'When',
  what: 'What',
  actor: '{{name}} ({{role}})',
  before: 'Before',
  after: 'After',
};

export default adminAudit;
