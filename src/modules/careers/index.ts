// Open positions: what other modules and the server may use.
export { CareerPositionEntity } from './career-position.entity';
export { careerPages } from './careers.service';
