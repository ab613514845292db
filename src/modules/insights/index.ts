// Featured insights: what other modules and the server may use.
export { InsightEntity } from './insight.entity';
