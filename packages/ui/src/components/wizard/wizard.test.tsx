import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Wizard, wizardProgress } from './wizard';

const steps = ['Products', 'Area', 'CMS', 'Welcome email', 'Security', 'Questionnaire'].map((label, i) => ({
  id: `s${i}`,
  label,
  content: <p>{label} settings</p>,
}));

describe('wizardProgress (spec 4 §4)', () => {
  it('is the rounded percentage of the current index over steps minus one', () => {
    expect(wizardProgress(0, 6)).toBe(0);
    expect(wizardProgress(1, 6)).toBe(20);
    expect(wizardProgress(1, 4)).toBe(33);
    expect(wizardProgress(2, 4)).toBe(67);
    expect(wizardProgress(3, 4)).toBe(100);
    expect(wizardProgress(0, 1)).toBe(100);
  });
});

describe('Wizard', () => {
  it('moves forward with Next, back through earlier bubbles only, and finishes on the last step', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<Wizard steps={steps.slice(0, 3)} onFinish={onFinish} />);
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    // A later bubble cannot be jumped to.
    expect(screen.getByRole('button', { name: /Area/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'CMS' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: /CMS/ })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: /Products/ }));
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('stays on a step when onNext refuses', async () => {
    const user = userEvent.setup();
    render(<Wizard steps={steps} onNext={() => false} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
  });
});
