import { describe, expect, it } from 'vitest';
import { Topics, defaultTopics, mayHear, type RealtimeRole, type TopicGrant } from './topics';

const grants: Record<string, TopicGrant> = {
  guest: { role: 'guest', subject: 'g_x' },
  guestWithOrder: { role: 'guest', subject: 'g_y', extraTopics: ['order/17'] },
  customer7: { role: 'customer', subject: '7' },
  driver3: { role: 'driver', subject: '3' },
  staff5: { role: 'staff', subject: '5' },
  admin1: { role: 'admin', subject: '1' },
};

type Row = [topic: string, allowed: (keyof typeof grants)[]];

// Who may hear what: every grant not listed for a topic must be refused.
const matrix: Row[] = [
  [Topics.orderingStatus, Object.keys(grants)],
  [Topics.catalog, Object.keys(grants)],
  ['public/anything-else', Object.keys(grants)],
  [Topics.user(7), ['customer7']],
  [Topics.user(3), ['driver3']],
  [Topics.user(5), ['staff5']],
  [Topics.user(1), ['admin1']],
  [Topics.user('g_x'), []],
  [Topics.order(17), ['guestWithOrder', 'staff5', 'admin1']],
  [Topics.order(18), ['staff5', 'admin1']],
  [Topics.driver(3), ['staff5', 'admin1']],
  [Topics.staffOrders, ['staff5', 'admin1']],
  [Topics.staffDispatch, ['staff5', 'admin1']],
  ['kitchen/orders', []],
  ['', []],
  ['public', []],
  ['public/', []],
  ['public/../staff', []],
  ['public/ordering status', []],
  ['Public/catalog', []],
  [`public/${'a'.repeat(130)}`, []],
];

describe('realtime topic rules', () => {
  for (const [topic, allowed] of matrix) {
    for (const [name, grant] of Object.entries(grants)) {
      const expected = allowed.includes(name);
      it(`${name} ${expected ? 'may' : 'may not'} hear "${topic.slice(0, 40)}"`, () => {
        expect(mayHear(grant, topic)).toBe(expected);
      });
    }
  }

  it('when a guest connects, then it joins the public topics only', () => {
    expect(defaultTopics(grants.guest!)).toEqual([Topics.orderingStatus, Topics.catalog]);
  });

  it.each<[RealtimeRole, string[]]>([
    ['customer', [Topics.orderingStatus, Topics.catalog, 'user/9']],
    ['driver', [Topics.orderingStatus, Topics.catalog, 'user/9']],
    ['staff', [Topics.orderingStatus, Topics.catalog, 'user/9', Topics.staffOrders]],
    ['admin', [Topics.orderingStatus, Topics.catalog, 'user/9', Topics.staffOrders]],
  ])('when a %s connects, then it joins %j', (role, topics) => {
    expect(defaultTopics({ role, subject: '9' })).toEqual(topics);
  });

  it('every default topic of every grant is one it may hear', () => {
    for (const grant of Object.values(grants)) {
      for (const topic of defaultTopics(grant)) expect(mayHear(grant, topic)).toBe(true);
    }
  });
});
