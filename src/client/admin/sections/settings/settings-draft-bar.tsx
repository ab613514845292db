import { Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { ExternalLink, History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { VersionConflictDialog } from '../../components/version-conflict';
import { DraftStatus, ScheduleControl } from '../../content/draft-bar';
import type { RevisionProcedures } from '../../content/section-description';
import type { SettingsDraft } from './use-settings-draft';

const RevisionHistory = lazy(() => import('../../content/revision-history'));

/** The settings document as fields a diff names one by one (`company.name`), not whole groups. */
const fieldsOf = (settings: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(settings).flatMap(([group, values]) =>
      values && typeof values === 'object' ? Object.entries(values).map(([field, value]) => [`${group}.${field}`, value]) : [[group, values]],
    ),
  );

/** The content forms' history reads, for the one settings document: the same list, and each revision's fields by name. */
const settingsRevisions: RevisionProcedures = {
  revisions: { useQuery: ({ page, pageSize }) => trpc.admin.settings.revisions.useQuery({ page, pageSize }) },
  revision: {
    useQuery: ({ revisionId }, options) => {
      const opened = trpc.admin.settings.revision.useQuery({ revisionId }, options);
      return { data: opened.data && { ...opened.data, data: { ...opened.data.data, data: fieldsOf(opened.data.data.data) } } };
    },
  },
};

/**
 * Above the brand content's tabs: whether the settings have unpublished changes (by whom, when), with
 * Preview on site, Publish and Discard draft; and the settings' History, compared with the draft.
 */
export function SettingsDraftBar({ draft }: { draft: SettingsDraft }) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const pending = draft.answer?.draft ?? null;
  return (
    <Flex direction="column" gap="3" mb="4" role="region" aria-label="Settings draft">
      {pending ? (
        <DraftStatus draft={pending} published="the published settings">
          <Button size="xs" variant="outline" onClick={() => void draft.preview()} disabled={draft.busy}>
            <ExternalLink aria-hidden /> Preview on site
          </Button>
          <Button size="xs" colorPalette="blue" onClick={() => void draft.publish(null)} disabled={draft.busy}>
            Publish
          </Button>
          {pending.publishAt && (
            <Button size="xs" variant="outline" onClick={() => void draft.schedule(null)} disabled={draft.busy}>
              Unschedule
            </Button>
          )}
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => void draft.discard()} disabled={draft.busy}>
            Discard draft
          </Button>
        </DraftStatus>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          The public site shows these settings. A saved draft stays off the site until you publish it.
        </Text>
      )}
      <Flex justify="space-between" align="end" gap="3" wrap="wrap">
        {pending ? <ScheduleControl busy={draft.busy} onSchedule={(at) => void draft.schedule(at)} /> : <span />}
        <Button variant="ghost" size="sm" onClick={() => setHistoryOpen(true)}>
          <History aria-hidden /> History
        </Button>
      </Flex>
      {historyOpen && draft.answer && (
        <Suspense fallback={<Spinner aria-label="Loading the history" />}>
          <RevisionHistory
            procedures={settingsRevisions}
            itemId={0}
            current={fieldsOf(draft.answer.settings)}
            onRestore={draft.restore}
            onClose={() => setHistoryOpen(false)}
          />
        </Suspense>
      )}
      <VersionConflictDialog
        noun="settings draft"
        open={draft.conflict}
        onReload={draft.reload}
        onOverwrite={draft.overwrite}
        onCancel={draft.dismissConflict}
      />
    </Flex>
  );
}
