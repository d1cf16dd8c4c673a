import { definePack } from '../../core/index.js';
import { OnboardingGet } from './onboarding-get.js';
import { OnboardingModify } from './onboarding-modify.js';

export default definePack('onboarding', [OnboardingGet, OnboardingModify], {
  purpose: 'Community onboarding: the questions and default channels new members get',
});
