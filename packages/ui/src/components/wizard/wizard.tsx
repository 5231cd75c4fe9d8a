import { useId } from 'react';
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable';
import { Button } from '../button/button';
import { Inline } from '../inline/inline';

export interface WizardStep {
  id: string;
  label: ReactNode;
  /** The step's body (Wizard only). */
  content?: ReactNode;
}

/**
 * Progress of a wizard: the rounded percentage of the current index over steps minus one
 * (spec 4 §4); a one-step wizard is complete.
 */
export function wizardProgress(index: number, count: number): number {
  if (count <= 1) return 100;
  return Math.round((Math.min(Math.max(index, 0), count - 1) / (count - 1)) * 100);
}

export interface StepperProps {
  steps: WizardStep[];
  /** Index of the current step. */
  current: number;
  /** Called when a bubble before the current step is pressed (later steps are not reachable). */
  onStepSelect?: (index: number) => void;
  /** Shows the progress bar and percentage. */
  showProgress?: boolean;
  className?: string;
}

/**
 * Step bubbles with a progress bar. A bubble may be revisited only if it is before the
 * current step (spec 4 §4); the current one has `aria-current="step"`.
 */
export function Stepper({ steps, current, onStepSelect, showProgress = true, className }: StepperProps) {
  const progress = wizardProgress(current, steps.length);
  return (
    <div className={cx('sr-stepper', className)}>
      <Inline as="ol" gap={2} align="stretch" className="sr-stepper__steps">
        {steps.map((step, index) => {
          const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
          return (
            <li key={step.id} className="sr-stepper__step" data-state={state}>
              <button
                type="button"
                className="sr-stepper__bubble"
                aria-current={state === 'current' ? 'step' : undefined}
                disabled={index >= current || !onStepSelect}
                onClick={() => onStepSelect?.(index)}
              >
                <span className="sr-stepper__number" aria-hidden="true">
                  {state === 'complete' ? <Check size={12} /> : index + 1}
                </span>
                <span className="sr-stepper__label">{step.label}</span>
                {state === 'complete' ? <span className="sr-visually-hidden"> (completed)</span> : null}
              </button>
            </li>
          );
        })}
      </Inline>
      {showProgress ? (
        <div
          className="sr-stepper__progress"
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="sr-stepper__bar" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
    </div>
  );
}

export interface WizardProps {
  steps: WizardStep[];
  /** Current step index (controlled); see `defaultValue`. */
  value?: number;
  defaultValue?: number;
  onValueChange?: (index: number) => void;
  /**
   * Runs before moving forward; return false (or a promise of false) to stay, e.g. when the
   * step's form is invalid.
   */
  onNext?: (index: number) => boolean | void | Promise<boolean | void>;
  /** Runs on the last step's button (the last step saves, spec 4 §4). */
  onFinish?: () => void | Promise<void>;
  finishLabel?: string;
  /** Busy state for the buttons (saving). */
  loading?: boolean;
  className?: string;
}

/**
 * A multi-step flow: Stepper on top, the current step's content, Back and Next buttons.
 * Going back is always allowed; forward only through Next.
 */
export function Wizard({
  steps,
  value,
  defaultValue = 0,
  onValueChange,
  onNext,
  onFinish,
  finishLabel = 'Finish',
  loading = false,
  className,
}: WizardProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const headingId = `sr-wizard-${useId()}`;
  const step = steps[current];
  const last = current === steps.length - 1;

  const next = async () => {
    const ok = await onNext?.(current);
    if (ok === false) return;
    if (last) await onFinish?.();
    else setCurrent(current + 1);
  };

  return (
    <section className={cx('sr-wizard', className)} aria-labelledby={headingId}>
      <Stepper steps={steps} current={current} onStepSelect={setCurrent} />
      <h3 className="sr-wizard__title" id={headingId}>
        {step?.label}
      </h3>
      <div className="sr-wizard__body">{step?.content}</div>
      <div className="sr-wizard__footer">
        <Button disabled={current === 0 || loading} onClick={() => setCurrent(current - 1)}>
          Back
        </Button>
        <Button
          variant="primary"
          loading={loading}
          onClick={() => {
            void next();
          }}
        >
          {last ? finishLabel : 'Next'}
        </Button>
      </div>
    </section>
  );
}
