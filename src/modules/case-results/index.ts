// Client results: what other modules and the server may use.
export { CaseResultEntity } from './case-result.entity';
