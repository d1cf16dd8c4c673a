import { definePack } from '../../core/index.js';
import { OnboardingGet } from './onboarding-get.js';
import { OnboardingModify } from './onboarding-modify.js';

export default definePack('onboarding', [OnboardingGet, OnboardingModify]);
