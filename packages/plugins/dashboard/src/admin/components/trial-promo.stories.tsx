import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminTestProvider } from '@storeroom/core/testing';
import { STORY_CATALOGUE_PAGES, STORY_EVERY_PAGE, storyInfo } from '../story-data';
import { TrialPromo } from './trial-promo';

const NOW = Date.parse('2026-03-10T14:30:00Z');
const clock = () => NOW;

function Promo({
  hoursLeft,
  hasDoneForYou = false,
  withoutApp = false,
}: {
  hoursLeft: number;
  hasDoneForYou?: boolean;
  /** An admin without the done-for-you app's page. */
  withoutApp?: boolean;
}) {
  const trial = storyInfo({
    trial: {
      on_trial: true,
      has_done_for_you: hasDoneForYou,
      promo_ends_at: new Date(NOW + hoursLeft * 3600_000).toISOString(),
    },
  }).trial;
  return (
    <AdminTestProvider plugins={[withoutApp ? STORY_CATALOGUE_PAGES : STORY_EVERY_PAGE]}>
      <TrialPromo trial={trial} now={clock} />
      {hoursLeft <= 0 || hasDoneForYou || withoutApp ? <p>The promo is hidden.</p> : null}
    </AdminTestProvider>
  );
}

const meta = { title: 'Plugins/Dashboard/Trial promo', component: Promo } satisfies Meta<typeof Promo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 19 hours left of the 24-hour window: the countdown ticks every second. */
export const Default: Story = { args: { hoursLeft: 19 } };
export const LastMinutes: Story = { args: { hoursLeft: 0.05 } };
/** After the 24 hours nothing shows. */
export const Expired: Story = { args: { hoursLeft: -1 } };
/** With the done-for-you app installed nothing shows. */
export const DoneForYouInstalled: Story = { args: { hoursLeft: 19, hasDoneForYou: true } };
/** An admin without the done-for-you app: the promo would lead nowhere, so nothing shows. */
export const AppNotInThisAdmin: Story = { args: { hoursLeft: 19, withoutApp: true } };
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
