import { definePluginConfig } from '@storeroom/build-config/tsup';

export default definePluginConfig();
