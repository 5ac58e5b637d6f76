import { loadConfig } from '../platform/config';
import { databaseTarget, openDatabase } from '../platform/db';
import { seed } from './seed';

const config = loadConfig();
const reset = process.argv.includes('--reset');
const database = await openDatabase(databaseTarget(config));
try {
  const { seededSites } = await seed(database.db, { reset });
  console.log(seededSites.length > 0 ? `seeded sites ${seededSites.join(', ')}` : 'demo content already present');
} finally {
  await database.close();
}
