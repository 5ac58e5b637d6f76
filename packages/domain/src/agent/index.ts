export {
  type CommissionTier,
  commissionOf,
  DEFAULT_COMMISSION_TIERS,
  parseCommissionTiers,
} from './commission';
