export { PrivateAppsPage } from './private-apps-page';
