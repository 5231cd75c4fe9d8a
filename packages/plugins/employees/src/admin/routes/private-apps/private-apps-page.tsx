import { useState } from 'react';
import { GridPanel, useCan } from '@storeroom/core';
import { createDataGridColumnHelper } from '@storeroom/ui';
import type { PrivateAppItem } from '../../../contract';
import { privateApps } from '../../data';
import { PrivateAppForm } from './private-app-form';
import type { RevealedToken } from './private-app-form';

const col = createDataGridColumnHelper<PrivateAppItem>();

const columns = [
  col.accessor('name', { header: 'Name' }),
  col.accessor('tokens', { header: 'Active tokens', cell: (info) => String(info.getValue()?.length ?? 0) }),
];

/**
 * `/admin/apps/installed` (spec 4 §2): the private apps until the app catalogue lists installed
 * apps beside them; `?id=` opens one (0 creates). Limited access to apps is read-only.
 */
export function PrivateAppsPage() {
  const canEdit = useCan(privateApps.contract.subject, 'update');
  const [revealed, setRevealed] = useState<RevealedToken | undefined>(undefined);
  return (
    <GridPanel<PrivateAppItem>
      resource={privateApps.useResource()}
      label="Private apps"
      columns={columns}
      getRowLabel={(item) => item.name}
      expand={['tokens', 'accessRules']}
      itemExpand={['tokens', 'accessRules']}
      savedViews={false}
      defaultSort="id"
      newLabel={canEdit ? 'Create private app' : undefined}
      panelTitle={(item, isNew) => (isNew ? 'New private app' : (item?.name ?? 'Private app'))}
      renderPanel={
        canEdit
          ? (panel) => (
              <PrivateAppForm
                panel={panel}
                revealed={revealed}
                onReveal={setRevealed}
                onDeleted={panel.close}
              />
            )
          : undefined
      }
    />
  );
}
