/** The files of the dev shell `storeroom dev` writes into <plugin>/.storeroom/dev/. */

export const DEV_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Storeroom dev</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`;

/**
 * The shell: the plugin's admin plugins plus a small dev plugin whose header button switches
 * between the personas (owner, full employee, limited employee, limited with options, no
 * access). `renderAdmin` shows a manifest's problems on the page instead of a blank one.
 */
export function devMainTsx(entryImport: string, personasJson: string): string {
  return `import '@storeroom/ui/styles.css';
import '@storeroom/core/styles.css';
import { definePlugin, fillSlot, renderAdmin, useAdmin } from '@storeroom/core';
import { Button, Menu } from '@storeroom/ui';
import { adminPlugins } from ${JSON.stringify(entryImport)};

const personas: { id: string; label: string; email: string; password: string }[] = ${personasJson};

function PersonaSwitcher() {
  const admin = useAdmin();
  const signInAs = async (persona: (typeof personas)[number]) => {
    await admin.session.logout();
    await admin.session.login({ email: persona.email, password: persona.password });
    window.location.assign('/admin');
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button aria-label="Switch persona">Persona</Button>
      </Menu.Trigger>
      <Menu.Content>
        {personas.map((persona) => (
          <Menu.Item key={persona.id} onSelect={() => void signInAs(persona)}>
            {persona.label}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Root>
  );
}

const devPlugin = definePlugin({
  id: 'storeroom-dev',
  slots: [fillSlot('shell.header.actions', { id: 'personas', component: PersonaSwitcher })],
});

const container = document.getElementById('root');
if (container)
  renderAdmin(container, { plugins: [...adminPlugins, devPlugin], apiBaseUrl: '/api/v1', productName: 'Storeroom dev' });
`;
}
