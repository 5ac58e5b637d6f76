export { paymentKeys } from './api/keys';
export { DepositRecords, WithdrawRecords } from './components/PaymentRecords';
export { paymentRoutes } from './routes';
