export {
  BID_CEILING_FACTOR,
  BID_STEPS,
  bidStep,
  maximumAcceptedBid,
  minimumAcceptedBid,
  minNextBid,
  TOP_BID_STEP,
} from './bid';
export { COMMENT_MAX_LENGTH, LIST_PAGE_SIZES } from './lists';
