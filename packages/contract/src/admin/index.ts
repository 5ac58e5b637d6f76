export * from './access';
export * from './anchor';
export * from './chat';
export * from './gift';
export * from './routes';
export * from './schemas';
export * from './sportsbook';
export * from './support';
