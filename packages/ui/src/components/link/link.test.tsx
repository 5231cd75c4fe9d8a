import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

describe('Link', () => {
  it('opens external links in a new tab safely and says so', () => {
    render(
      <Link href="https://example.com" external>
        Help center
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Help center\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
