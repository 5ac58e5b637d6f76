export { launchVenue, useLeaveVenue } from './api/launch';
export { SportsGate } from './SportsGate';
