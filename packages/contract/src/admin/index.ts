export * from './routes';
export * from './schemas';
export * from './sportsbook';
export * from './anchor';
