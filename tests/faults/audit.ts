import { psql } from "./infra";
import type { OrderAttempt, Pieces } from "./load";

/**
 * The books after a fault, read from PostgreSQL on a connection of the suite's own.
 *
 * - Lost: an order its shopper was told is placed (2xx) that is not placed or paid; an order
 *   whose answer was lost and that did not end placed after the shopper's retries; a charge the
 *   built-in provider recorded (local_payment_ledger) that no placed order keeps and nobody owes
 *   back (no refund/give-back recorded for it).
 * - Charged twice: an order with more than one authorized or captured payment row, or more than
 *   one charge in the provider's ledger that is not being given back.
 * - Stock delta: units taken from the stock rows minus the units of placed and paid orders, over
 *   the fault's phase (both read before and after, the load stopped and settled).
 */

type Books = {
  stock: number;
  /** Units in placed or paid orders of the pieces the load buys. */
  sold: number;
  /** Units held by orders still pending_payment. */
  held: number;
};

const ids = (pieces: Pieces) => `'${pieces.first}'::uuid, '${pieces.second}'::uuid`;

export async function books(pieces: Pieces): Promise<Books> {
  const rows = await psql(
    `select
       (select coalesce(sum(stock), 0) from products where id in (${ids(pieces)})),
       (select coalesce(sum(oi.quantity), 0) from order_items oi join orders o on o.id = oi.order_id
         where oi.product_id in (${ids(pieces)}) and o.status in ('placed', 'paid')),
       (select coalesce(sum(oi.quantity), 0) from order_items oi join orders o on o.id = oi.order_id
         where oi.product_id in (${ids(pieces)}) and o.status = 'pending_payment')`,
  );
  const [stock, sold, held] = (rows[0] ?? []).map(Number);
  return { stock: stock ?? NaN, sold: sold ?? NaN, held: held ?? NaN };
}

export type Audit = {
  placed: number;
  lost: string[];
  chargedTwice: string[];
  stockDelta: number;
  stockNote: string;
};

export async function audit(
  orders: readonly OrderAttempt[],
  pieces: Pieces,
  before: Books,
): Promise<Audit> {
  const after = await books(pieces);
  const taken = before.stock - after.stock;
  const sold = after.sold - before.sold;
  const result: Audit = {
    placed: 0,
    lost: [],
    chargedTwice: [],
    stockDelta: taken - sold,
    stockNote:
      `${taken} units taken, ${sold} sold` +
      (after.held ? `, ${after.held} held by pending_payment orders` : ""),
  };
  if (orders.length === 0) return result;
  const list = orders.map((o) => `'${o.cartId}'`).join(", ");
  const rows = await psql(
    `with ours as (select id from orders where id::text in (${list})),
     ledger as (
       select split_part(l.idempotency_key, ':', 1) as order_id, l.idempotency_key,
              p.status as payment_status,
              exists (select 1 from payment_give_backs g where g.payment_id = p.id) as given_back
         from local_payment_ledger l left join payments p on p.idempotency_key = l.idempotency_key
        where split_part(l.idempotency_key, ':', 1) in (${list}))
     select o.id, o.status, coalesce(o.number, ''),
            (select count(*) from payments p where p.order_id = o.id and p.status in ('authorized', 'captured')),
            (select count(*) from ledger l where l.order_id = o.id::text
               and not l.given_back and coalesce(l.payment_status, '') not in ('refund_pending', 'refunded', 'refund_failed')),
            (select string_agg(p.status, ',') from payments p where p.order_id = o.id)
       from orders o join ours using (id)`,
  );
  const byId = new Map(
    rows.map(([id, status, number, kept, charges, payments]) => [
      id ?? "",
      {
        status: status ?? "",
        number: number ?? "",
        kept: Number(kept),
        charges: Number(charges),
        payments: payments ?? "none",
      },
    ]),
  );
  for (const order of orders) {
    const row = byId.get(order.cartId);
    const placed = row !== undefined && ["placed", "paid"].includes(row.status);
    if (placed) result.placed += 1;
    const where = `${order.cartId.slice(0, 8)} (${row?.status ?? "missing"}, payments: ${row?.payments ?? "none"})`;
    // One entry per order lost, with every reason it counts as lost.
    const reasons: string[] = [];
    if (order.acknowledged && !placed)
      reasons.push(`acknowledged ${order.number ?? "(no number)"}`);
    else if (!order.settled && !placed)
      reasons.push(`answer lost, not placed after retries (last answer ${order.lastAnswer})`);
    if (row && !placed && (row.kept > 0 || row.charges > 0))
      reasons.push(`charged without its order (${row.charges} charge(s) in the provider's ledger)`);
    if (reasons.length) result.lost.push(`${where}: ${reasons.join("; ")}`);
    if (row && (row.kept > 1 || row.charges > 1)) {
      result.chargedTwice.push(
        `${row.number || order.cartId.slice(0, 8)}: ${row.kept} payment rows kept, ${row.charges} charges in the ledger`,
      );
    }
  }
  return result;
}
