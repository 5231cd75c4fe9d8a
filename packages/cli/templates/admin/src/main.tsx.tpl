import '@storeroom/ui/styles.css';
import '@storeroom/core/styles.css';
import { renderAdmin } from '@storeroom/core';
import { adminOptions } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// An invalid plugin manifest shows its problems on the page instead of a blank one.
renderAdmin(container, adminOptions);
