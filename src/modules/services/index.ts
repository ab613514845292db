// Services: what other modules and the server may use.
export { ServiceEntity } from './service.entity';
export { servicePages } from './service.service';
