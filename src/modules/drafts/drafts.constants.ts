/** How long a deleted editorial item can be brought back from its history (the dashboard says so too). */
export const DELETED_KEPT_DAYS = 30;
