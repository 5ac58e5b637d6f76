export * from './anchor';
export * from './routes';
export * from './schemas';
export * from './sportsbook';
