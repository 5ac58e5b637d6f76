export * from './chat';
export * from './routes';
export * from './schemas';
export * from './sportsbook';
