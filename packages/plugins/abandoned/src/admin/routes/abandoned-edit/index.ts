export { AbandonedEditPage, campaignIdOf } from './abandoned-edit';
export { CampaignEditor, LIST_PATH } from './campaign-editor';
