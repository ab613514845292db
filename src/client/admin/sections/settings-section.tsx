import { Stack, Tabs } from '@chakra-ui/react';
import { ErrorState, LoadingState } from '../../components/ui/state-views';
import { SectionHeader } from '../components/section-header';
import { Administrators } from './settings/administrators';
import { DataPanel } from './settings/data-panel';
import { EmailPanel } from './settings/email-panel';
import { PasskeysPanel, SignInPolicyPanel } from './settings/passkeys-panel';
import { PasswordForm } from './settings/password-form';
import { SessionsPanel } from './settings/sessions-panel';
import { SettingsDraftBar } from './settings/settings-draft-bar';
import { SettingsGroupForm } from './settings/settings-group-form';
import { SETTINGS_GROUP_DEFINITIONS } from './settings/settings-groups';
import { TwoFactorPanel } from './settings/two-factor-panel';
import { useSettingsDraft } from './settings/use-settings-draft';

/**
 * Central brand content group by group, edited as a draft and published (decision 049); the e-mail
 * transport, one's own account (password, two-step sign-in, sessions), the administrator accounts and
 * the content's export and import, which take effect at once.
 */
export default function SettingsSection() {
  const draft = useSettingsDraft();

  return (
    <Stack gap="0">
      <SectionHeader
        title="Settings"
        description="Brand content is saved as a draft and reaches the public site when you publish it; e-mail, accounts and sign-in rules take effect at once."
      />
      {draft.answer && <SettingsDraftBar draft={draft} />}
      {/* Each tab is built when first opened and then kept, so edits survive switching tabs. */}
      <Tabs.Root defaultValue={SETTINGS_GROUP_DEFINITIONS[0]?.group} variant="line" colorPalette="blue" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden" flexWrap="nowrap" aria-label="Settings groups">
          {SETTINGS_GROUP_DEFINITIONS.map(({ group, title }) => (
            <Tabs.Trigger key={group} value={group} flexShrink={0}>
              {title}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="email" flexShrink={0}>
            E-mail
          </Tabs.Trigger>
          <Tabs.Trigger value="password" flexShrink={0}>
            Your password
          </Tabs.Trigger>
          <Tabs.Trigger value="two-factor" flexShrink={0}>
            Two-step sign-in
          </Tabs.Trigger>
          <Tabs.Trigger value="sessions" flexShrink={0}>
            Your sessions
          </Tabs.Trigger>
          <Tabs.Trigger value="administrators" flexShrink={0}>
            Administrators
          </Tabs.Trigger>
          <Tabs.Trigger value="data" flexShrink={0}>
            Data
          </Tabs.Trigger>
        </Tabs.List>
        {SETTINGS_GROUP_DEFINITIONS.map((definition) => (
          <Tabs.Content key={definition.group} value={definition.group}>
            {draft.loading ? (
              <LoadingState label="Loading settings…" />
            ) : draft.answer ? (
              <SettingsGroupForm key={draft.generation} definition={definition} settings={draft.answer.settings} draft={draft} />
            ) : (
              <ErrorState message={draft.error?.message ?? 'The settings could not be loaded.'} />
            )}
          </Tabs.Content>
        ))}
        <Tabs.Content value="email">
          <EmailPanel />
        </Tabs.Content>
        <Tabs.Content value="password">
          <PasswordForm />
        </Tabs.Content>
        <Tabs.Content value="two-factor">
          <Stack gap="6">
            <TwoFactorPanel />
            <PasskeysPanel />
            <SignInPolicyPanel />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="sessions">
          <SessionsPanel />
        </Tabs.Content>
        <Tabs.Content value="administrators">
          <Administrators />
        </Tabs.Content>
        <Tabs.Content value="data">
          <DataPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
