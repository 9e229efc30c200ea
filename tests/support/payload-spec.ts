/** Documents 1 to 3 §7: each form's form_type, whether it sends company, and its extra keys, in order. */
export const PAYLOAD_SPEC: Readonly<
  Record<string, { formType: string | null; company: boolean; extra: readonly string[] }>
> = {
  iso27001: {
    formType: null,
    company: true,
    extra: [
      'implementation_reasons',
      'other_reason',
      'business_goals',
      'risk_appetite',
      'top_management_sponsorship',
      'sponsorship_description',
      'isms_maturity',
      'security_incidents',
      'high_value_assets',
      'desired_scope',
      'target_timeline',
      'budget_band',
      'regulatory_requirements',
      'additional_info',
    ],
  },
  iso9001: {
    formType: 'iso9001_questionnaire',
    company: true,
    extra: [
      'job_title',
      'phone',
      'industry',
      'employee_count',
      'primary_goal',
      'key_drivers',
      'current_qms',
      'iso_certified',
      'budget_range',
      'urgency',
      'service_types',
      'quality_challenges',
      'management_commitment',
    ],
  },
  iso27701: { formType: 'iso27701_questionnaire', company: true, extra: ['job_title'] },
  iso42001: { formType: 'iso42001_questionnaire', company: true, extra: ['industry'] },
  gdpr: { formType: 'gdpr_questionnaire', company: false, extra: ['industry'] },
  soc2: { formType: 'soc2_questionnaire', company: false, extra: ['industry'] },
  dpdp: { formType: 'dpdp_questionnaire', company: false, extra: ['industry'] },
  'it-audit': { formType: 'it_audit_questionnaire', company: false, extra: ['industry'] },
  'healthcare-it': {
    formType: 'healthcare_it_questionnaire',
    company: false,
    extra: ['organization', 'healthcare_sector'],
  },
  contact: { formType: 'contact_form', company: false, extra: [] },
};

export const COMMON_PAYLOAD_KEYS = [
  'form',
  'answers',
  'name',
  'email',
  '_replyto',
  '_subject',
  'message',
  'submission_date',
  '_gotcha',
];

export function expectedPayloadKeys(id: string): string[] {
  const spec = PAYLOAD_SPEC[id];
  if (!spec) throw new Error(`No payload spec for form ${id}`);
  return [
    ...COMMON_PAYLOAD_KEYS,
    ...(spec.company ? ['company'] : []),
    ...(spec.formType ? ['form_type'] : []),
    ...spec.extra,
  ];
}
