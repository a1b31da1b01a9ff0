// The settlement module's front door (issue 33): what other modules, app.ts and the commands may use.
export { runIssuePass } from './issue-statements';
export { settlementModule } from './settlement-module';
export { DEFAULT_SITE_TERMS, getEffectiveTerms, getSiteTerms } from './terms';
