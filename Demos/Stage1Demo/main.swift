import Stage1
print("Stage 1 demo: coming soon")
