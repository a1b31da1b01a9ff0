export {
  BID_CEILING_FACTOR,
  BID_STEPS,
  bidStep,
  maximumAcceptedBid,
  minimumAcceptedBid,
  minNextBid,
  TOP_BID_STEP,
} from './bid';
