// The job applications' public surface: what other modules and the server may use.
export { APPLICATIONS_ALERT_TOPIC } from './application.alert';
export { APPLICATION_SUCCESS_MESSAGE, jobApplicationInput } from './application.schema';
export { applicationsCsv } from './applications.csv';
export { applicationList, findApplicationCv } from './applications.admin';
export { acceptCv } from './application-cv';
export { CV_FIELD, CV_MAX_BYTES } from './application.constants';
export { applyToPosition, discardedApplicationId } from './applications.service';
export { JobApplicationEntity } from './job-application.entity';
export { applicationsPersonalData, removeApplicationsReceivedBefore } from './applications.personal-data';
