// Core expertise: what other modules and the server may use.
export { ExpertiseEntity } from './expertise.entity';
