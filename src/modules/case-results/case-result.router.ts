import { publicList } from '../../server/trpc/public-reads';
import { router } from '../../server/trpc/trpc';
import { caseResultDto } from './case-result.schema';
import { listCaseResults } from './case-result.service';

export const caseResultsRouter = router({
  list: publicList({
    path: '/case-results',
    tag: 'Client results',
    summary: 'Client results, by order',
    content: 'case-results',
    dto: caseResultDto,
    message: 'Client results retrieved',
    list: listCaseResults,
  }),
});
