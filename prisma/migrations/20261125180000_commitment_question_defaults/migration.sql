-- The finance referent's 'Megfelel' questions of the seeded commitment flows (issue 11 items 2 and 10):
-- the Rovat offers the financial_entries list and starts from the record's Rovat, the approved
-- amount is money and starts from the approved or the requested cost.
UPDATE "DecisionOption" o
SET questions = (
  SELECT jsonb_agg(
    CASE q->>'codename'
      WHEN 'financial_entry' THEN q || '{"list": "financial_entries", "default": {"field": "financial_entry"}}'::jsonb
      WHEN 'approved_cost' THEN q || '{"format": "money", "default": {"field": ["approved_cost", "cost"]}}'::jsonb
      ELSE q
    END
    ORDER BY e.ord
  )
  FROM jsonb_array_elements(o.questions) WITH ORDINALITY AS e(q, ord)
)
FROM "FlowStep" s, "Flow" f
WHERE o.step_id = s.id
  AND s.flow_id = f.id
  AND f.module = 'commitments'
  AND o.label = 'Megfelel'
  AND o.questions @> '[{"codename": "financial_entry"}, {"codename": "approved_cost"}]'::jsonb
  AND NOT o.questions @> '[{"list": "financial_entries"}]'::jsonb
