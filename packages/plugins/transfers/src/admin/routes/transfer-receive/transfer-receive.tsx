import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { can, usePrincipal, useToast } from '@storeroom/core';
import { ApiError } from '@storeroom/core/client';
import { Button, Card, EmptyState, FormErrors, NumberInput, Spinner } from '@storeroom/ui';
import {
  TRANSFERS_MESSAGES,
  TRANSFERS_SUBJECT,
  TRANSFER_STATUS_LABELS,
  transferNumber,
} from '../../../contract';
import type { Transfer } from '../../../contract';
import { locationName } from '../../components/location-name';
import { transfers, useLocations } from '../../data';

/**
 * Receiving a transfer (spec 2 §2 receive page, §4, §5; `/admin/transfers/receive?id=`): the
 * amount received now per line, at most quantity − received; saving adds it to what arrived
 * before and moves the stock.
 */
export function TransferReceivePage() {
  const client = transfers.useResource();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId && /^\d+$/.test(rawId) && rawId !== '0' ? Number(rawId) : null;
  const navigate = useNavigate();
  const toast = useToast();
  const queries = useQueryClient();
  const principal = usePrincipal();
  const canReceive = principal !== null && can(principal, TRANSFERS_SUBJECT, 'update');
  const locations = useLocations();
  const query = transfers.useItem(id, { expand: ['products'], retry: false });
  const [latest, setLatest] = useState<Transfer | undefined>(undefined);
  const transfer = latest ?? query.data;
  const [now, setNow] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  if (id === null)
    return (
      <EmptyState
        title="Transfer not found"
        action={<Button onClick={() => void navigate('/admin/transfers')}>Back to transfers</Button>}
      />
    );
  if (query.isPending) return <Spinner label="Loading transfer" />;
  if (!transfer)
    return (
      <EmptyState
        tone="error"
        title="Transfer not found"
        description={query.error instanceof ApiError ? query.error.message : undefined}
        action={<Button onClick={() => void navigate('/admin/transfers')}>Back to transfers</Button>}
      />
    );

  const lines = transfer.products ?? [];
  const rest = (sku: string) => {
    const line = lines.find((l) => l.sku === sku);
    return line ? line.quantity - line.received : 0;
  };
  const amounts = lines
    .map((l) => ({ sku: l.sku, received: Math.min(now[l.sku] ?? 0, rest(l.sku)) }))
    .filter((a) => a.received > 0);

  const receive = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors([]);
    if (amounts.length === 0) return;
    setBusy(true);
    try {
      const saved = await client.update(transfer.id, { products: amounts });
      setLatest(saved);
      setNow({});
      await queries.invalidateQueries({ queryKey: transfers.keys.all });
      toast.success(TRANSFERS_MESSAGES.received(transfer.id));
    } catch (error) {
      setErrors(error instanceof ApiError ? error.messages : [String(error)]);
    } finally {
      setBusy(false);
    }
  };

  const title = `Receive transfer #${transferNumber(transfer.id)}`;
  return (
    <form onSubmit={receive} noValidate aria-label={title}>
      <h1 style={{ fontSize: 20 }}>{title}</h1>
      <p>
        {locationName(transfer, 'from', locations.data)} → {locationName(transfer, 'to', locations.data)} ·{' '}
        <span>{TRANSFER_STATUS_LABELS[transfer.status]}</span> · Received {transfer.received} of{' '}
        {transfer.quantity}
      </p>
      <Card>
        <table style={{ width: '100%' }} aria-label="Products to receive">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">SKU</th>
              <th scope="col">Quantity</th>
              <th scope="col">Received</th>
              <th scope="col">Receive now</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.sku}>
                <td>
                  {line.title}
                  {line.variant ? ` · ${line.variant}` : ''}
                </td>
                <td>{line.sku}</td>
                <td>{line.quantity}</td>
                <td>{line.received}</td>
                <td>
                  {canReceive && rest(line.sku) > 0 ? (
                    <NumberInput
                      aria-label={`Receive now of ${line.sku}`}
                      decimals={0}
                      min={0}
                      // spec 2 §5: capped at quantity − received.
                      max={rest(line.sku)}
                      value={now[line.sku] ?? 0}
                      onValueChange={(value) => setNow((n) => ({ ...n, [line.sku]: value ?? 0 }))}
                    />
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <FormErrors messages={errors} />
      <div style={{ display: 'flex', gap: 8, marginTop: 16 }}>
        {canReceive && transfer.status !== 2 ? (
          <>
            <Button onClick={() => setNow(Object.fromEntries(lines.map((l) => [l.sku, rest(l.sku)])))}>
              Receive all
            </Button>
            <Button type="submit" variant="primary" loading={busy} disabled={amounts.length === 0}>
              Receive
            </Button>
          </>
        ) : null}
        <Button variant="ghost" onClick={() => void navigate(`/admin/transfers/form?id=${transfer.id}`)}>
          Transfer details
        </Button>
        <Button variant="ghost" onClick={() => void navigate('/admin/transfers')}>
          Back to transfers
        </Button>
      </div>
    </form>
  );
}
