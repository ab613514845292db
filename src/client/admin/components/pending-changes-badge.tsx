import { Badge } from '@chakra-ui/react';
import { formatDateTime } from '../../../shared/dates';

type Props = { state?: 'live' | 'changed' | 'draft' | 'scheduled'; publishAt?: string | null };

/**
 * What waits to reach the public site for an editorial item (decision 042): unpublished changes, or a
 * schedule with its time in the editor's zone. Nothing for an item whose site version is all there is.
 */
export function PendingChangesBadge({ state, publishAt }: Props) {
  if (state === 'scheduled' && publishAt) {
    return (
      <Badge colorPalette="blue" variant="subtle" whiteSpace="normal">
        Scheduled {formatDateTime(publishAt)}
      </Badge>
    );
  }
  if (state === 'changed') {
    return (
      <Badge colorPalette="orange" variant="subtle" whiteSpace="normal">
        Unpublished changes
      </Badge>
    );
  }
  return null;
}
