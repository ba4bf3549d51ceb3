"""What the computer players of Cöch and Zifuli share: a lean playout world, the rule-based
card policy, the deal sampler and the expert's simulations."""
