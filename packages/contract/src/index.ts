export * from './account';
export * from './client';
export * from './envelope';
export * from './errors';
export * from './member';
export * from './routes';
export * from './site';
export * from './wallet';
