/**
 * An order's tax invoice or credit note as the gateway makes it, opened in a new tab to print
 * (gateway/admin/orders/order-documents.route.ts: the staff session and role decide, on the server).
 */
export function DocumentLink({
  number,
  series,
  label,
}: {
  number: number;
  series: 'invoice' | 'credit-note';
  label: string;
}) {
  return (
    <a href={`/admin/orders/${number}/${series}.pdf`} target="_blank" rel="noopener">
      {label}
    </a>
  );
}
