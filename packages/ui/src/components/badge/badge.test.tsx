import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, StatusPill } from './badge';

describe('Badge and StatusPill', () => {
  it('shows its tone as data-tone', () => {
    render(<Badge tone="success">Paid</Badge>);
    expect(screen.getByText('Paid')).toHaveAttribute('data-tone', 'success');
  });

  it('maps a status to a tone and a readable label', () => {
    render(
      <>
        <StatusPill status="pending" />
        <StatusPill status="not_sent" labels={{ not_sent: 'Not Sent to Print' }} />
        <StatusPill status="in_review" />
      </>,
    );
    expect(screen.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('Not Sent to Print')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByText('In review')).toHaveAttribute('data-status', 'in_review');
  });
});
