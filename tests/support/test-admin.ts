export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery' } as const;
