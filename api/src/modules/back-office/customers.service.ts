import { and, count, desc, eq, exists, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerDetail, CustomerPage, CustomerQuery, CustomerRow } from '@shop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../shared/errors/app-error';
import { savedAddressRecords } from '../addresses';
import { userRecords } from '../auth';
import { foodOrderRecords } from '../orders';
import { likePattern } from './audit-log.service';
import { orderRow } from './admin-orders.service';

const CUSTOMER_ORDERS_SHOWN = 50;

const users = userRecords();
const orders = foodOrderRecords();
const addresses = savedAddressRecords();

type UserRow = Pick<CustomerRow, 'id' | 'username' | 'email' | 'role'> & { createdAt: Date };

/** Customers (role customer): search by name, username, e-mail or phone; their orders and addresses. */
export class AdminCustomers {
  constructor(private readonly db: Db) {}

  async search(query: CustomerQuery): Promise<CustomerPage> {
    const where: SQL[] = [eq(users.role, 'customer')];
    if (query.q) {
      const pattern = likePattern(query.q);
      // Names and phones are given with orders; a customer matches on any order of theirs.
      const byOrder = this.db
        .select({ one: sql`1` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, users.id),
            or(ilike(orders.customerName, pattern), ilike(orders.customerPhone, pattern)),
          ),
        );
      where.push(or(ilike(users.username, pattern), ilike(users.email, pattern), exists(byOrder))!);
    }
    const condition = and(...where);
    const [total] = await this.db.select({ n: count() }).from(users).where(condition);
    const rows = await this.db
      .select()
      .from(users)
      .where(condition)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { rows: await this.rows(rows), total: total?.n ?? 0 };
  }

  async detail(id: number): Promise<CustomerDetail> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'customer')));
    if (!user) throw notFound('customer_not_found');
    const [customer] = await this.rows([user]);
    const saved = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, id))
      .orderBy(desc(addresses.isDefault), addresses.id);
    const placed = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CUSTOMER_ORDERS_SHOWN);
    return {
      customer: customer!,
      addresses: saved.map((a) => ({
        id: a.id,
        label: a.label,
        streetAddress: a.streetAddress,
        zipCode: a.zipCode,
        city: a.city,
        country: a.country,
        isDefault: a.isDefault,
      })),
      orders: placed.map(orderRow),
    };
  }

  /** The rows with each customer's order count and the name and phone of their latest order. */
  private async rows(list: readonly UserRow[]): Promise<CustomerRow[]> {
    if (list.length === 0) return [];
    const ids = list.map((u) => u.id);
    const counts = await this.db
      .select({ userId: orders.userId, n: count(), last: max(orders.createdAt) })
      .from(orders)
      .where(inArray(orders.userId, ids))
      .groupBy(orders.userId);
    const latest = await this.db
      .selectDistinctOn([orders.userId], {
        userId: orders.userId,
        name: orders.customerName,
        phone: orders.customerPhone,
      })
      .from(orders)
      .where(inArray(orders.userId, ids))
      .orderBy(orders.userId, desc(orders.createdAt), desc(orders.id));
    return list.map((u) => {
      const c = counts.find((r) => r.userId === u.id);
      const l = latest.find((r) => r.userId === u.id);
      return {
        id: u.id,
        username: u.username,
        email: u.email,
        name: l?.name ?? null,
        phone: l?.phone || null,
        role: u.role,
        createdAt: u.createdAt.toISOString(),
        orders: c?.n ?? 0,
        lastOrderAt: c?.last ? new Date(c.last).toISOString() : null,
      };
    });
  }
}
