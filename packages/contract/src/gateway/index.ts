export * from './client';
export * from './codec';
export * from './fetch';
export * from './protocol';
