import { Badge, Code, Group, Text, Title } from '@mantine/core';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { ActionForm, useActionResult } from '~/features/admin/action-form';
import { keptValue } from '~/lib/form-errors';
import classes from '~/features/admin/admin.module.css';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/settings';
import { loadSettings, settingsAction } from './settings.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Settings - Administration') }];
export const handle = { crumb: 'Settings' };
export const loader = (args: Route.LoaderArgs) => loadSettings(args);
export const action = (args: Route.ActionArgs) => settingsAction(args);

type Setting = Route.ComponentProps['loaderData']['settings'][number];

const formIdOf = (key: string) => `setting-${key.replace(/[^a-z0-9]/gi, '-')}`;

/** A secret as the server shows it (maskSecret): whether it is set, and perhaps how it ends. */
const asSecret = (value: unknown) => value as { set: boolean; endsWith: string | null };

function secretText(value: unknown): string {
  const { set, endsWith } = asSecret(value);
  if (!set) return 'Not set';
  return endsWith ? `Set (ends in …${endsWith})` : 'Set';
}

/** A secret is written, never read back: replace it (a new value) or remove it. */
function SecretSettingForms({ setting }: { setting: Setting }) {
  const formId = formIdOf(setting.key);
  const errors = useActionResult(formId)?.errors;
  const { set } = asSecret(setting.value);
  return (
    <>
      <Text>
        {setting.label}: <strong>{secretText(setting.value)}</strong>. It is never shown again once saved.
      </Text>
      <ActionForm intent="update_secret" id={formId} submit={set ? 'Replace' : 'Save'} inline label={setting.label}>
        <input type="hidden" name="key" value={setting.key} />
        <TextField formId={formId} name="value" label={set ? `New ${setting.label.toLowerCase()}` : setting.label} type="password" autoComplete="off" error={errors?.value} />
      </ActionForm>
      {set && (
        <ActionForm intent="update" id={`${formId}-remove`} submit="Remove" color="red" inline label={`Remove the ${setting.label.toLowerCase()}`} confirm={`Remove the ${setting.label.toLowerCase()}?`}>
          <input type="hidden" name="key" value={setting.key} />
          <input type="hidden" name="value" value="" />
        </ActionForm>
      )}
    </>
  );
}

function SettingField({ setting, error, typed }: { setting: Setting; error?: string; typed?: string }) {
  const formId = formIdOf(setting.key);
  const common = { formId, name: 'value', label: setting.label, error, readOnly: setting.overridden };
  // A refused value comes back as typed (after a post without JavaScript).
  const value = typed ?? String(setting.value);
  switch (setting.form) {
    case 'number':
      return <TextField {...common} type="number" inputMode="numeric" defaultValue={value} />;
    case 'email':
      return <TextField {...common} type="email" defaultValue={value} />;
    case 'url':
      return <TextField {...common} type="url" defaultValue={value} />;
    case 'textarea':
      return <TextAreaField {...common} rows={3} defaultValue={value} />;
    default:
      return <TextField {...common} defaultValue={value} />;
  }
}

function SettingForm({ setting }: { setting: Setting }) {
  const formId = formIdOf(setting.key);
  const result = useActionResult(formId);
  const errors = result?.errors;
  const maintenance = setting.key === 'app.maintenance';
  return (
    <section className={classes.card} aria-label={setting.label}>
      <Group gap="xs">
        <Code>{setting.key}</Code>
        {setting.overridden ? (
          <Badge variant="light" color="gray">
            Set by {setting.envName}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            Environment override: {setting.envName}
          </Text>
        )}
      </Group>
      {setting.overridden ? (
        <Text>
          {setting.label}: <strong>{setting.form === 'secret' ? secretText(setting.value) : String(setting.value)}</strong> (read-only here: change {setting.envName} instead)
        </Text>
      ) : setting.form === 'secret' ? (
        <SecretSettingForms setting={setting} />
      ) : (
        <ActionForm
          intent="update"
          id={formId}
          submit={maintenance ? (setting.value ? 'Turn maintenance off' : 'Turn maintenance on') : 'Save'}
          color={maintenance && !setting.value ? 'red' : undefined}
          inline={setting.form !== 'textarea'}
          confirm={maintenance ? (setting.value ? 'Turn maintenance mode off? Everyone sees the site again.' : 'Turn maintenance mode on? Visitors see only the maintenance page until it is off.') : undefined}
          label={setting.label}
        >
          <input type="hidden" name="key" value={setting.key} />
          {maintenance ? (
            <>
              {/* The button says what happens; the field carries the new state. */}
              <input type="hidden" name="value" value={setting.value ? 'false' : 'true'} />
              <Text>
                Maintenance mode is <strong>{setting.value ? 'on' : 'off'}</strong>: {setting.value ? 'visitors see only the maintenance page.' : 'the site is open.'}
              </Text>
            </>
          ) : (
            <SettingField setting={setting} error={errors?.value} typed={keptValue(result?.values, 'value')} />
          )}
        </ActionForm>
      )}
    </section>
  );
}

/** Every setting with a form fit for its type; environment overrides read-only with their variable. */
export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Title order={1}>Settings</Title>
      <Text size="sm">A change takes effect within a second on every server instance.</Text>
      {loaderData.settings.map((setting) => (
        <SettingForm key={setting.key} setting={setting} />
      ))}
    </>
  );
}
